/** Texts of the advisor cards, photos, videos and status dots (widgets/core/parts), shared by the advisor widgets and the free question. */
import { ofName } from '../../../contract/domain/french-elision';

export const ADVISOR_TEXTS = {
  seeProfile: 'Voir le profil',
  seeAll: 'Voir tous les voyants',
  reviews: (count: number) => `${count} avis`,
  /** Beside every rating: the page that says how reviews are checked (REVIEW_CHECK_PATH). */
  reviewCheck: 'Comment nous vérifions les avis',
  defaultSummary: 'Surmontez les obstacles et réalisez votre plein potentiel.',
  defaultType: 'Tarologue',
  photoAlt: (firstName: string) => `Portrait ${ofName(firstName)}`,
  playVideo: (firstName: string) => `Voir la vidéo ${ofName(firstName)}`,
  video: (firstName: string) => `Vidéo de présentation ${ofName(firstName)}`,
  /** The cards' cheapest offer, its price formatted (formatEuros). */
  fromPrice: (price: string) => `à partir de ${price}`,
  /** An offer's length (a no-break space between the number and its unit). */
  minutes: (minutes: number) => `${minutes} min`,
  /** The profile's and the chat's way into a chat with an available advisor. */
  chatWith: (firstName: string) => `Tchatter avec ${firstName}`,
  /** An absent advisor's next range (nextReturn, widgets/core/parts/next-return.tsx): « De retour demain à 9 h 00 »; `day` is 'aujourd’hui', 'demain', 'lundi' or 'lundi prochain'. */
  backOn: (day: string, time: string) => `De retour ${day} à ${time}`,
  today: 'aujourd’hui',
  tomorrow: 'demain',
  /** The same weekday as today, a week on. */
  nextWeek: (weekday: string) => `${weekday} prochain`,
} as const;
