-- Reserved for this release's work on event times; replaced by its statements.
SELECT 1;
