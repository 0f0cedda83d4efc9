import type { Testimonial } from '../components/reviews-strip';

/**
 * The horoscope pages' own testimonials (SPEC.md section 3): three static
 * entries, each with a date, an avatar, five stars (image and rating text).
 */
export const HOROSCOPE_TESTIMONIALS: Testimonial[] = [
  {
    id: 'laura',
    name: 'Laura, Lion',
    avatar: '/temoignages/laura.svg',
    date: '2025-03-12',
    rating: 5,
    text: 'Je lis mon horoscope du jour chaque matin avec mon café. Les prévisions sur la vie personnelle tombent souvent juste, et le conseil cosmique me donne le sourire.',
  },
  {
    id: 'karim',
    name: 'Karim, Scorpion',
    avatar: '/temoignages/karim.svg',
    date: '2025-02-27',
    rating: 5,
    text: 'L’horoscope de la semaine m’aide à organiser mon travail : quand il annonce des échanges tendus, je prépare mieux mes rendez-vous. Simple et bien écrit.',
  },
  {
    id: 'isabelle',
    name: 'Isabelle, Poissons',
    avatar: '/temoignages/isabelle.svg',
    date: '2025-01-18',
    rating: 5,
    text: 'J’ai découvert le site grâce à l’horoscope du mois, puis j’ai consulté l’astrologue du jour sur WhatsApp. Une lecture précise de mon thème, je recommande.',
  },
];
