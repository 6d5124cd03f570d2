-- What an A/B experiment is fixed with when it starts (docs/banners.md, "Reading the results"):
-- one row per experiment (campaign and banner type), written with its first counted event by
-- POST /api/track (worker/api/banner-event.ts). mixture_mde is the relative effect of the
-- sequential test's normal mixture (src/shared/ab/msprt.ts) and the margin of "no difference that
-- matters": the p-value and the verdict depend on it, so it is fixed here for the whole test, and
-- the effect a reader asks about (ops --mde, the console's ?mde=) changes only the visitors needed.
CREATE TABLE ab_experiments (
  campaign TEXT NOT NULL,
  banner_type TEXT NOT NULL,
  started_at TEXT NOT NULL,
  mixture_mde REAL NOT NULL,
  PRIMARY KEY (campaign, banner_type)
);

-- Tests already counting keep the effect they were read with until now: the 10% default.
INSERT INTO ab_experiments (campaign, banner_type, started_at, mixture_mde)
SELECT campaign, banner_type, MIN(received_at), 0.1 FROM ab_events GROUP BY campaign, banner_type;

-- The experiment's assignment when the event was counted: its variants' names in stored order with
-- their shares (src/shared/ab/assignment.ts). Two of them among one experiment's events mean the
-- split changed while it ran, whatever path changed it. Null for events counted before this.
ALTER TABLE ab_events ADD COLUMN assignment TEXT;
