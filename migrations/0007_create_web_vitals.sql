-- Real visitors' web vitals (POST /api/vitals, docs/performance.md#real-visitors): one row per
-- metric of a sampled page view. Only what the report needs: the Hong Kong calendar day (not the
-- time), the page (a published route's path, or 'other'), the device class and the value. No
-- address, user agent, visitor id or query string is ever stored (docs/security.md).
CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'desktop')),
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value REAL NOT NULL
);

-- The report reads a range of days, per metric, page and device, in value order (the 75th percentile).
CREATE INDEX web_vitals_report ON web_vitals (day, metric, path, device, value);
