import type { ReactNode } from 'react';
import { Icon } from '../Icon';

/**
 * The home banner: a static hero drawn with CSS and an inline SVG (no third-party image, nothing
 * to load or shift), with the page's one h1, its lead, the actions, the quick-start field and
 * three trust badges.
 */
export function HomeHero({
  heading,
  lead,
  badges,
  actions,
  quickStart,
}: {
  heading: string;
  lead: string;
  badges: string[];
  actions: ReactNode;
  quickStart?: ReactNode;
}) {
  return (
    <div className="page__hero c-home-hero">
      <div className="container c-home-hero__grid">
        <div className="c-home-hero__text">
          <h1 className="page__title c-home-hero__title">{heading}</h1>
          <p className="page__lead">{lead}</p>
          <div className="c-actions">{actions}</div>
          {quickStart}
          <ul className="c-badges">
            {badges.map((badge) => (
              <li key={badge}>
                <Icon name="check" size={18} />
                <span>{badge}</span>
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </div>
  );
}

/** A phone showing an approved application, coins and a rising chart: decoration only. */
function HeroArt() {
  return (
    <svg className="c-home-hero__art" width="420" height="340" viewBox="0 0 420 340" aria-hidden="true" focusable="false">
      <circle cx="220" cy="170" r="150" fill="#dbe7f7" />
      <circle cx="330" cy="70" r="34" fill="#fde7d6" />
      <rect x="140" y="34" width="150" height="272" rx="24" fill="#0a3d7a" />
      <rect x="150" y="52" width="130" height="236" rx="14" fill="#ffffff" />
      <rect x="196" y="42" width="38" height="5" rx="2.5" fill="#3b6aa8" />
      <rect x="164" y="72" width="72" height="10" rx="5" fill="#0a3d7a" />
      <rect x="164" y="92" width="102" height="8" rx="4" fill="#d8dee8" />
      <rect x="164" y="108" width="86" height="8" rx="4" fill="#d8dee8" />
      <circle cx="215" cy="166" r="34" fill="#15803d" />
      <path d="M199 167l11 11 21-23" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="164" y="216" width="102" height="8" rx="4" fill="#d8dee8" />
      <rect x="164" y="232" width="70" height="8" rx="4" fill="#d8dee8" />
      <rect x="164" y="254" width="102" height="22" rx="11" fill="#c2410c" />
      <g transform="translate(40 196)">
        <rect width="96" height="96" rx="18" fill="#ffffff" stroke="#d8dee8" strokeWidth="2" />
        <rect x="16" y="60" width="12" height="20" rx="3" fill="#93b4df" />
        <rect x="34" y="46" width="12" height="34" rx="3" fill="#5b8bd0" />
        <rect x="52" y="32" width="12" height="48" rx="3" fill="#2f67b4" />
        <rect x="70" y="18" width="12" height="62" rx="3" fill="#0a3d7a" />
      </g>
      <g transform="translate(312 206)">
        <ellipse cx="36" cy="62" rx="34" ry="11" fill="#f59e0b" />
        <rect x="2" y="40" width="68" height="22" fill="#f59e0b" />
        <ellipse cx="36" cy="40" rx="34" ry="11" fill="#fbbf24" />
        <ellipse cx="36" cy="30" rx="34" ry="11" fill="#f59e0b" />
        <rect x="2" y="8" width="68" height="22" fill="#f59e0b" />
        <ellipse cx="36" cy="8" rx="34" ry="11" fill="#fcd34d" />
      </g>
    </svg>
  );
}
