-- reserved placeholder; replaced by its part
SELECT 1;
