/**
 * The profile's 'Témoignages': fixed sample data (SPEC.md section 3), not real
 * reviews. Each text names the advisor shown; the profile draws 3 of the 10.
 */
import { fnv1a, mulberry32 } from '../core/domain/deterministic-random';
import { parisDay } from '../core/domain/paris-day';

export interface Testimonial {
  name: string;
  date: string;
  text: (firstName: string) => string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sophie M.',
    date: '12 janvier 2025',
    text: (n) => `${n} a su mettre des mots sur ce que je ressentais sans oser me l’avouer. Ses conseils m’ont permis de renouer le dialogue avec mon compagnon.`,
  },
  {
    name: 'Nathalie R.',
    date: '3 février 2025',
    text: (n) => `Une consultation d’une grande justesse. ${n} m’avait parlé d’un changement professionnel au printemps : il est arrivé exactement comme annoncé.`,
  },
  {
    name: 'Karim B.',
    date: '18 février 2025',
    text: (n) => `J’étais sceptique au départ, mais ${n} m’a mis en confiance dès les premières minutes. Une écoute rare et des réponses claires.`,
  },
  {
    name: 'Isabelle D.',
    date: '7 mars 2025',
    text: (n) => `Merci à ${n} pour sa douceur et sa bienveillance. Je suis sortie de la consultation apaisée, avec une vision beaucoup plus nette de ma situation.`,
  },
  {
    name: 'Julien P.',
    date: '22 mars 2025',
    text: (n) => `${n} ne m’a pas dit seulement ce que je voulais entendre, et c’est ce que j’ai le plus apprécié. Des conseils francs et concrets.`,
  },
  {
    name: 'Chantal L.',
    date: '9 avril 2025',
    text: (n) => `Troisième consultation avec ${n}, et toujours la même précision. Ses prédictions sur ma famille se sont réalisées les unes après les autres.`,
  },
  {
    name: 'Amélie G.',
    date: '26 avril 2025',
    text: (n) => `J’ai consulté ${n} à un moment très difficile de ma vie. Sa guidance m’a redonné courage et l’envie d’avancer.`,
  },
  {
    name: 'Patrick V.',
    date: '14 mai 2025',
    text: (n) => `Un tirage clair, sans détour. ${n} m’a aidé à prendre la bonne décision pour mon projet, je le recommande sans hésiter.`,
  },
  {
    name: 'Laetitia F.',
    date: '2 juin 2025',
    text: (n) => `${n} a tout de suite perçu les tensions qui pesaient sur mon couple. Grâce à ses conseils, nous avons retrouvé une belle complicité.`,
  },
  {
    name: 'Marc-Antoine T.',
    date: '19 juin 2025',
    text: (n) => `Une voyance sérieuse et respectueuse. ${n} prend le temps d’expliquer chaque carte : j’ai enfin compris ce qui bloquait ma situation financière.`,
  },
];

/** `count` different samples in the order `random` draws them (a partial Fisher–Yates shuffle). */
export function drawTestimonials(count: number, random: () => number): Testimonial[] {
  const pool = [...TESTIMONIALS];
  const drawn: Testimonial[] = [];
  while (drawn.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    drawn.push(...pool.splice(index, 1));
  }
  return drawn;
}

/**
 * The draw of an advisor's profile on a Paris day: random from one advisor
 * and one day to the next, the same wherever it is made that day, so the
 * page the server drew and the app that hydrates it show the same three.
 */
export function testimonialsOfTheDay(advisorId: number, count: number, now: Date = new Date()): Testimonial[] {
  return drawTestimonials(count, mulberry32(fnv1a(`${advisorId}:${parisDay(now)}`)));
}
