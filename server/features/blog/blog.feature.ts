import { defineFeature } from "../../lib/feature";
import { sweepUnusedArticleImages } from "./article-images.service";
import { blogLimits } from "./blog.limits";
import { blogRoutes } from "./blog.routes";

export const feature = defineFeature({
  name: "blog",
  routes: blogRoutes,
  limits: blogLimits,
  mailKinds: { team_inbox: ["server/features/blog/blog.service.ts#mailTeamToReview"] },
  tasks: [
    // Article images no article, revision or draft uses, a day after upload (docs/decisions/045).
    { name: "blog:sweep-unused-images", everyMs: 60 * 60_000, run: (deps, { now }) => sweepUnusedArticleImages(deps, now) },
  ],
});
