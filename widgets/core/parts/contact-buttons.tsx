import { frenchOrList } from '../../../contract/domain/french-format';
import { messengerHref, telHref, whatsappHref } from '../../../contract/domain/contact-links';
import type { Advisor } from '../../../contract/schemas';
import { TEXTS } from '../texts/common';
import { Icon } from './icons';
import styles from './parts.module.css';

export type Channel = 'whatsapp' | 'messenger' | 'phone';

const channelLinks: Record<Channel, (advisor: Advisor) => string | null> = {
  whatsapp: (advisor) => whatsappHref(advisor.whatsapp),
  messenger: (advisor) => messengerHref(advisor.messenger),
  phone: (advisor) => telHref(advisor.phone),
};

const channelLabels: Record<Channel, string> = {
  whatsapp: TEXTS.contact.whatsapp,
  messenger: TEXTS.contact.messenger,
  phone: TEXTS.contact.phone,
};

/** The advisor's usable channels, in the given order (a channel without a usable value is left out). */
export function contactLinks(advisor: Advisor, channels: readonly Channel[]): { channel: Channel; href: string }[] {
  return channels.flatMap((channel) => {
    const href = channelLinks[channel](advisor);
    return href ? [{ channel, href }] : [];
  });
}

export function ContactButtons({
  advisor,
  channels = ['whatsapp', 'messenger', 'phone'],
  label,
  sentence,
}: {
  advisor: Advisor;
  channels?: readonly Channel[];
  /** Accessible name of the group, e.g. 'Consultez Hélène'. */
  label?: string;
  /** A sentence above the buttons naming the channels shown, e.g. 'WhatsApp ou téléphone'. */
  sentence?: (channels: string) => string;
}) {
  const links = contactLinks(advisor, channels);
  if (links.length === 0) return null;
  const names = links.map(({ channel }) => (channel === 'phone' ? channelLabels.phone.toLowerCase() : channelLabels[channel]));
  return (
    <>
      {sentence && <p>{sentence(frenchOrList(names))}</p>}
      <div className={styles.buttons} role="group" aria-label={label ?? TEXTS.contact.consult(advisor.first_name)}>
        {links.map(({ channel, href }) => (
          <a
            key={channel}
            className={styles.button}
            part={`button contact-${channel}`}
            href={href}
            {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={`${channelLabels[channel]} : ${advisor.first_name}`}
          >
            <Icon name={channel} />
            {channelLabels[channel]}
          </a>
        ))}
      </div>
    </>
  );
}
