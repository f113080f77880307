-- Reserved for this release's work on mentee matching; replaced by its statements.
SELECT 1;
