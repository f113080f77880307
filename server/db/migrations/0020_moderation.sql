-- Reserved for this release's work on moderation; replaced by its statements.
SELECT 1;
