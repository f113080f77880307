import { describe, expect, it } from "vitest";
import { appointments, blogComments, blogPosts, eventAttendees, events, jobInterests, mentorshipApplications } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

describe("GET /api/account/export", () => {
  it("returns the member's own data as a JSON download, without anyone else's e-mail", async () => {
    const me = await signedIn(ctx, "user", { name: "Me Myself" });
    const mentor = await signedIn(ctx, "mentor", { name: "Mentor Person" });
    const other = await signedIn(ctx);
    const [post] = await ctx.deps.db
      .insert(blogPosts)
      .values({
        title: "My article",
        content: "<p>x</p>",
        slug: "my-article",
        status: "published",
        authorId: me.id,
        publishedAt: new Date(),
      })
      .returning();
    await ctx.deps.db
      .insert(blogPosts)
      .values({ title: "Not mine", content: "<p>x</p>", slug: "not-mine", status: "published", authorId: other.id });
    await ctx.deps.db.insert(blogComments).values([
      { postId: post!.id, userId: me.id, content: "My comment" },
      { postId: post!.id, userId: other.id, content: "Their comment" },
    ]);
    await ctx.deps.db.insert(appointments).values({
      mentorId: mentor.id,
      userId: me.id,
      date: "2099-01-05",
      time: "10:00 AM",
      startsAt: new Date("2099-01-05T10:00:00Z"),
      topic: "Threat modeling",
      status: "pending",
    });
    const [ev] = await ctx.deps.db
      .insert(events)
      .values({ title: "Meetup", description: "A meetup", eventDate: "2099-02-01", eventTime: "18:00", location: "Online" })
      .returning();
    await ctx.deps.db.insert(eventAttendees).values({ eventId: ev!.id, userId: me.id });
    const job = await createJob(ctx, {});
    await ctx.deps.db.insert(jobInterests).values({ userId: me.id, jobId: job.id });
    await ctx.deps.db.insert(mentorshipApplications).values({
      userId: me.id,
      fullName: "Me Myself",
      email: me.email,
      currentRole: "Dev",
      yearsExperience: "1-3",
      areaOfInterest: "application-security",
      goals: "Learn",
    });

    const res = await me.request("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="appsec-community-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(me.email);
    expect(data.profile.fullName).toBe("Me Myself");
    expect(data.articles.map((a: { title: string }) => a.title)).toEqual(["My article"]);
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual(["My comment"]);
    expect(data.bookings).toMatchObject([{ as: "mentee", mentor: "Mentor Person", mentee: "you", topic: "Threat modeling" }]);
    // The session's instant and the reader's own time with the zone named (docs/decisions/030).
    expect(data.bookings[0]).toMatchObject({ startsAt: "2099-01-05T10:00:00.000Z" });
    expect(data.bookings[0].yourTime).toMatch(/^Mon,? 5 Jan 2099, \d\d:00 \(.+\)$/);
    expect(data.registrations.map((r: { title: string }) => r.title)).toEqual(["Meetup"]);
    expect(data.applications.jobInterests).toHaveLength(1);
    expect(data.applications.mentorship).toHaveLength(1);
    expect(text).not.toContain(mentor.email);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("Their comment");
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/account/export")).status).toBe(401);
  });
});
