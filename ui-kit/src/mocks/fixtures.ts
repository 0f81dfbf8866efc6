import type { Category, components, Expert, User } from '@expertbridge/sdk';
import { exampleResponse } from './examples.js';

type Consultation = components['schemas']['Consultation'];

// Every fixture starts from a contract example; variations change only what a state needs.

/** The contract's client user. */
export const clientUser: User = exampleResponse('getCurrentUser', 200);
/** A user with an approved expert profile. */
export const expertUser: User = {
  ...clientUser,
  firstName: 'Ethan',
  lastName: 'Walker',
  email: 'expert@demo.expertbridge.test',
  userType: 'expert',
};
/** An administrator. */
export const adminUser: User = { ...clientUser, userType: 'admin', isAdmin: true };

/** The contract's expert. */
export const expert: Expert = exampleResponse('getExpert', 200);

const longBio = `${expert.bio} ${expert.experience} I explain the rules in plain language, check your numbers, and leave you with a clear list of next steps for IRD.`;

/** Six experts covering the card's cases: AUD, many languages, long bio, no location, no reviews. */
export const experts: Expert[] = [
  { ...expert, bio: longBio },
  {
    ...expert,
    id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b12',
    user: { firstName: 'Olivia', lastName: 'Chen', profileImageUrl: null },
    title: 'Immigration Lawyer',
    location: 'Sydney',
    currency: 'AUD',
    hourlyRate: { amount: 25050, currency: 'AUD' },
    serviceCountries: ['AU', 'NZ'],
    languages: ['English', 'Mandarin', 'Korean', 'Hindi'],
    averageRating: 4.65,
    totalReviews: 57,
    categoryId: 4,
    category: { id: 4, name: 'Immigration & Visa' },
  },
  {
    ...expert,
    id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b13',
    user: { firstName: 'Aroha', lastName: 'Ngata', profileImageUrl: null },
    title: 'Property Investment Adviser',
    location: null,
    languages: [],
    isVerified: false,
    averageRating: 0,
    totalReviews: 0,
    categoryId: 2,
    category: { id: 2, name: 'Real Estate & Property' },
  },
  {
    ...expert,
    id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b14',
    user: { firstName: 'Jack', lastName: 'Thompson', profileImageUrl: null },
    title: 'Employment Lawyer',
    location: 'Wellington',
    averageRating: 4.9,
    totalReviews: 112,
    categoryId: 3,
    category: { id: 3, name: 'Legal Services' },
  },
  {
    ...expert,
    id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b15',
    user: { firstName: 'Priya', lastName: 'Sharma', profileImageUrl: null },
    title: 'Full-stack Software Architect',
    location: 'Melbourne',
    currency: 'AUD',
    hourlyRate: { amount: 22000, currency: 'AUD' },
    serviceCountries: ['AU'],
    languages: ['English', 'Hindi'],
    categoryId: 6,
    category: { id: 6, name: 'Technology & Programming' },
  },
  {
    ...expert,
    id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b16',
    user: { firstName: 'Liam', lastName: 'Brown', profileImageUrl: null },
    title: 'Small Business Coach',
    location: 'Christchurch',
    hourlyRate: { amount: 9500, currency: 'NZD' },
    averageRating: 4.2,
    totalReviews: 8,
    categoryId: 5,
    category: { id: 5, name: 'Business Consulting' },
  },
];

/** Eight categories: one per keyword group of part 1 §3 and one without a keyword (the fallback). */
export const categories: Category[] = [
  ...exampleResponse('listCategories', 200),
  {
    id: 2,
    name: 'Real Estate & Property',
    description: 'Buying, valuations, tenancy and investment.',
  },
  { id: 4, name: 'Immigration & Visa', description: 'Skilled migrant, partner and student visas.' },
  { id: 5, name: 'Business Consulting', description: 'Starting, running and growing a business.' },
  { id: 6, name: 'Technology & Programming', description: 'Architecture, code reviews, careers.' },
  { id: 7, name: 'Education & Training', description: 'Study pathways, tutoring and training.' },
  { id: 8, name: 'Wellbeing', description: 'Coaching for work and life.' },
].sort((a, b) => a.id - b.id);

/** A page of experts as the list endpoints answer. */
export function expertPage(items: Expert[]) {
  return { items, page: 1, pageSize: 20, total: items.length };
}

/** The contract's booking answer: a consultation waiting for its payment. */
export const pendingPaymentConsultation: Consultation = exampleResponse('createConsultation', 201);
/** The contract's paid and accepted consultation. */
export const confirmedConsultation: Consultation = exampleResponse('getConsultation', 200);
