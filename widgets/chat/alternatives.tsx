import { advisorListQuery, advisorsBySpecialtyPath, advisorsByTypePath } from '../core/advisor-queries';
import { useCanChat } from '../core/chat-presence';
import { hasSpecialty } from '../../contract/domain/specialty';
import { AdvisorPhoto } from '../core/parts/advisor-photo';
import { ContactButtons } from '../core/parts/contact-buttons';
import advisorParts from '../core/parts/advisor.module.css';
import parts from '../core/parts/parts.module.css';
import { useApiQuery } from '../core/query';
import { SPECIALTIES } from '../../contract/domain/advisor-vocabulary';
import type { Advisor } from '../../contract/schemas/advisor';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { useWidget } from '../core/widget-context';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';

/**
 * What a visitor can do when the advisor cannot chat: the advisor's other
 * channels, and another advisor of the same specialty who is present now.
 * After a missed request (`three`): up to three, of the same specialty or
 * the same type.
 */
export function Alternatives({ advisor, onSwitch, three = false }: { advisor: Advisor; onSwitch(advisor: Advisor): void; three?: boolean }) {
  const { apiBase } = useWidget();
  const specialty = SPECIALTIES.find((name) => hasSpecialty(advisor, name)) ?? '';
  const list = useApiQuery({ ...advisorListQuery(apiBase, advisorsBySpecialtyPath(specialty)), enabled: !!specialty });
  const sameType = useApiQuery({ ...advisorListQuery(apiBase, advisorsByTypePath(advisor.type)), enabled: three && !!advisor.type });
  const others = [...(list.data ?? []), ...((three && sameType.data) || [])].filter((other, index, all) => other.id !== advisor.id && all.findIndex((one) => one.id === other.id) === index);
  // Each of the others follows presence live (useCanChat) and draws nothing while absent; the
  // stylesheet shows the first one drawn (three: the first three). Picked from the list as served, the one
  // offered stayed gone after they left, and one who came to their console was never offered.
  return (
    <div className={`${styles.alternatives} ${three ? styles.three : ''}`} part="alternatives">
      <ContactButtons advisor={advisor} channels={['messenger', 'whatsapp', 'phone']} sentence={(channels) => T.otherChannels(advisor.first_name, channels)} />
      {others.map((other) => (
        <OtherAdvisor key={other.id} other={other} onSwitch={onSwitch} />
      ))}
    </div>
  );
}

/** Another advisor of the same specialty, while they are present (nothing otherwise). */
function OtherAdvisor({ other, onSwitch }: { other: Advisor; onSwitch(advisor: Advisor): void }) {
  if (!useCanChat(other)) return null;
  return (
    <div className={styles.other} part="other-advisor">
      <AdvisorPhoto advisor={other} className={advisorParts.avatar} sizes="56px" />
      <p>{T.otherAdvisor(other.first_name)}</p>
      <button type="button" className={`${parts.button} ${parts.primary}`} part="button other-chat" onClick={() => onSwitch(other)}>
        {ADVISOR_TEXTS.chatWith(other.first_name)}
      </button>
    </div>
  );
}
