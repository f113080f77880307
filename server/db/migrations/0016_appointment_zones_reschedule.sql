-- Reserved for this release's work on appointment zones reschedule; replaced by its statements.
SELECT 1;
