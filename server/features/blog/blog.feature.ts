import { defineFeature } from "../../lib/feature";
import { sweepUnusedArticleImages } from "./article-images.service";
import { blogLimits } from "./blog.limits";
import { blogRoutes } from "./blog.routes";
import { reviewKinds } from "./blog.review";

export const feature = defineFeature({
  name: "blog",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: blogRoutes,
  limits: blogLimits,
  tasks: [
    // Article images no article, revision or draft uses, a day after upload (docs/decisions/045).
    { name: "blog:sweep-unused-images", everyMs: 60 * 60_000, run: (deps, { now }) => sweepUnusedArticleImages(deps, now) },
  ],
});
