-- Reserved for this release's work on article revisions; replaced by its statements.
SELECT 1;
