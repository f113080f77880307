-- Reserved for this release's work on saved searches; replaced by its statements.
SELECT 1;
