import type { components } from '@expertbridge/sdk';
import type { ExpertRow, ListedExpertRow } from './expert-row.js';

type Expert = components['schemas']['Expert'];
type OwnExpertProfile = components['schemas']['OwnExpertProfile'];

/** An expert as the directory lists it (money as minor units + currency; arrays as arrays). */
export function toExpert(row: ListedExpertRow): Expert {
  return {
    id: row.id,
    userId: row.user_id,
    user: {
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    qualifications: row.qualifications,
    location: row.location,
    languages: row.languages.length > 0 ? row.languages : ['English'],
    serviceCountries: row.service_countries,
    consultationMethods: row.consultation_methods,
    currency: row.currency,
    hourlyRate: { amount: row.hourly_rate_amount, currency: row.currency },
    responseTime: row.response_time,
    timeZone: row.time_zone,
    isVerified: row.status === 'approved',
    averageRating: Number(row.average_rating),
    totalReviews: row.total_reviews,
    categoryId: row.category_id,
    category: { id: row.category_id, name: row.category_name },
    createdAt: row.created_at.toISOString(),
    // Only a listed expert can be booked; a stored time of one who is not is left over from before.
    nextAvailableAt:
      row.status === 'approved' && row.next_available_at
        ? row.next_available_at.toISOString()
        : null,
  };
}

/** An expert profile as its owner or an admin sees it: the listing plus its review status. */
export function toOwnExpertProfile(row: ExpertRow): OwnExpertProfile {
  return {
    ...toExpert(row),
    status: row.status,
    availability: row.availability,
    rejectionReason: row.rejection_reason,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  };
}
