-- Reserved for this release's work on account email change; replaced by its statements.
SELECT 1;
