/** The address of an advisor's photo in the console (same origin), the widgets' placeholder without one. */
import { assetUrl, placeholderPhoto, type ConsoleAdvisor } from '../../widgets/console-kit';

export const photoUrl = (advisor: Pick<ConsoleAdvisor, 'photo'>) => assetUrl('', advisor.photo) ?? placeholderPhoto('');
