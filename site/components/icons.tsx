/**
 * The site's icons: Lucide's path data (the `lucide` package, imported icon by
 * icon so the bundler keeps only these), drawn as inline SVG by React. No icon
 * font, no runtime of the set, no request. Lucide has no brand marks, so the
 * channels get neutral pictures (the widgets keep their own brand marks).
 */
import { createElement } from 'react';
import {
  Briefcase,
  Coins,
  Eye,
  Heart,
  Infinity as InfinityIcon,
  MessageCircle,
  MessagesSquare,
  Phone,
  PlayingCardsFan,
  Send,
  Sun,
  Users,
  type IconNode,
} from 'lucide';

const ICONS = {
  briefcase: Briefcase,
  coins: Coins,
  eye: Eye,
  heart: Heart,
  infinity: InfinityIcon,
  'message-circle': MessageCircle,
  'messages-square': MessagesSquare,
  phone: Phone,
  'playing-cards-fan': PlayingCardsFan,
  send: Send,
  sun: Sun,
  users: Users,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

/** A decorative icon: hidden from assistive technologies, the text beside it names the thing. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
