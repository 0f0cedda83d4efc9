import type { Advisor } from '../../widgets/core/schemas';
import type { AdvisorRow } from '../db/schema';

/** A database row in the API's shape (SPEC.md section 3 field names). */
export function toApiAdvisor(row: AdvisorRow): Advisor {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    type: row.type,
    title: row.title,
    specialty: row.specialty,
    rating: row.rating,
    status: row.status,
    photo: row.photo,
    video: row.video,
    description: row.description,
    messenger: row.messenger,
    whatsapp: row.whatsapp,
    phone: row.phone,
    reviews_count: row.reviewsCount,
  };
}
