import { descriptionChips } from '../core/description';
import type { Advisor } from '../../contract/schemas/advisor';
import { PROFILE_TEXTS } from './texts';

/**
 * 'Supports divinatoires': the description's '◆' lines; without any, the
 * advisor's type (default 'Médium'), specialty (default 'Tarot de Marseille'),
 * then Cartomancienne, Numérologue, Oracle (SPEC.md section 9). A chip that
 * repeats an earlier one (a Numérologue's type) is shown once.
 */
export function supportChips(advisor: Pick<Advisor, 'type' | 'specialty' | 'description'>): string[] {
  const chips = descriptionChips(advisor.description);
  return [
    ...new Set(
      chips.length > 0
        ? chips
        : [advisor.type?.trim() || PROFILE_TEXTS.defaultChipType, advisor.specialty?.trim() || PROFILE_TEXTS.defaultChipSpecialty, ...PROFILE_TEXTS.defaultChips],
    ),
  ];
}
