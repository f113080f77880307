-- Reserved for this release's work on search; replaced by its statements.
SELECT 1;
