/** The address of an advisor's photo in the console (same origin), the widgets' placeholder without one. */
import { assetUrl, placeholderPhoto } from '../../widgets/console-kit';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';

export const photoUrl = (advisor: Pick<ConsoleAdvisor, 'photo'>) => assetUrl('', advisor.photo) ?? placeholderPhoto('');
