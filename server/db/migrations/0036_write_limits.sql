-- 0036 (declared write limits, docs/decisions/056): no schema change; the limits count in the existing rate_limits table.
SELECT 1;
