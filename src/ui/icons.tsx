// Inline SVG icons (decorative: aria-hidden; the control around them carries the label).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function base(props: IconProps): IconProps {
  return {
    width: 20,
    height: 20,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...props,
  };
}

/** The fallback logo mark when no logo image is configured. */
export function LogoMark(props: IconProps) {
  return (
    <svg {...base({ viewBox: '0 0 64 64', stroke: 'none', width: 32, height: 32, ...props })}>
      <rect x="2.5" y="2.5" width="59" height="59" rx="13" fill="var(--color-accent)" />
      <path d="M24 18.5 L47 32 L24 45.5 Z" fill="var(--color-bg)" />
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const UserIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);

export const UploadIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
  </svg>
);

export const ThumbUpIcon = (p: IconProps) => (
  <svg {...base({ width: 18, height: 18, ...p })}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
    <path d="M7 10l4-7a2.5 2.5 0 0 1 3 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 17.9 21H7" />
  </svg>
);

export const ThumbDownIcon = (p: IconProps) => <ThumbUpIcon {...p} style={{ transform: 'rotate(180deg)', ...p.style }} />;

/**
 * A clock, for Watch later. The emoji ⏱ it replaces is missing from common Linux fonts
 * (DejaVu): it drew as an empty box in Chromium on Debian.
 */
export function ClockIcon(props: IconProps) {
  return (
    <svg {...base({ width: 16, height: 16, ...props })}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </svg>
  );
}
