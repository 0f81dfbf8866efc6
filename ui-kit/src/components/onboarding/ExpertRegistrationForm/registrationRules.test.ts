import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  fieldOfPath,
  toRegistrationRequest,
  validateRegistration,
  type RegistrationValues,
} from './registrationRules.js';

const valid: RegistrationValues = {
  photo: null,
  firstName: 'Charlotte',
  lastName: 'Ngata',
  email: 'client@demo.expertbridge.test',
  title: 'Property Investment Adviser',
  categoryId: '2',
  hourlyRate: '160',
  currency: 'NZD',
  location: 'Auckland',
  serviceCountries: ['NZ'],
  bio: 'I help first-home buyers and investors in Auckland understand the market.',
  experience: 'Nine years as a registered valuer.',
  qualifications: 'Registered Valuer (NZIV)',
  languages: ['English', 'Korean'],
  consultationMethods: ['chat', 'video'],
  availability: 'Weekday evenings and Saturday mornings',
};

describe('registration rules (part 2 §5)', () => {
  it('accept a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('name every rule of the table on an empty form, in form order', () => {
    expect(validateRegistration({ ...EMPTY_REGISTRATION, languages: [] })).toEqual({
      firstName: 'rule.firstName',
      lastName: 'rule.lastName',
      email: 'rule.email',
      title: 'rule.title',
      categoryId: 'rule.categoryId',
      hourlyRate: 'rule.hourlyRate',
      currency: 'rule.currency',
      location: 'rule.location',
      serviceCountries: 'rule.serviceCountries',
      bio: 'rule.bio',
      experience: 'rule.experience',
      qualifications: 'rule.qualifications',
      languages: 'rule.languages',
      consultationMethods: 'rule.consultationMethods',
      availability: 'rule.availability',
    });
  });

  it.each([
    ['title', 'x'.repeat(9), 'x'.repeat(10)],
    ['bio', 'x'.repeat(49), 'x'.repeat(50)],
    ['experience', 'x'.repeat(19), 'x'.repeat(20)],
    ['qualifications', 'x'.repeat(9), 'x'.repeat(10)],
    ['availability', 'x'.repeat(9), 'x'.repeat(10)],
  ] as const)(
    '%s needs its minimum length, not counting surrounding spaces',
    (field, short, ok) => {
      expect(validateRegistration({ ...valid, [field]: `  ${short}  ` })[field]).toBeDefined();
      expect(validateRegistration({ ...valid, [field]: ok })[field]).toBeUndefined();
    },
  );

  it.each([
    ['', 'rule.hourlyRate'],
    ['  ', 'rule.hourlyRate'],
    ['0.99', 'rule.hourlyRateMin'],
    ['abc', 'rule.hourlyRateNumber'],
    ['-5', 'rule.hourlyRateNumber'],
    ['1.234', 'rule.hourlyRateNumber'],
  ])('says what is wrong with an hourly rate of %j', (hourlyRate, message) => {
    expect(validateRegistration({ ...valid, hourlyRate }).hourlyRate).toBe(message);
  });

  it('takes an hourly rate of at least one dollar', () => {
    expect(validateRegistration({ ...valid, hourlyRate: '1' }).hourlyRate).toBeUndefined();
    expect(validateRegistration({ ...valid, hourlyRate: '150.50' }).hourlyRate).toBeUndefined();
  });

  it('sends the rate in cents with the chosen currency, methods and lists', () => {
    const body = toRegistrationRequest({ ...valid, hourlyRate: '160.50', currency: 'AUD' });
    expect(body.expert).toMatchObject({
      hourlyRate: 16050,
      currency: 'AUD',
      categoryId: 2,
      serviceCountries: ['NZ'],
      languages: ['English', 'Korean'],
      consultationMethods: ['chat', 'video'],
    });
    expect(body.user).toEqual({
      email: 'client@demo.expertbridge.test',
      firstName: 'Charlotte',
      lastName: 'Ngata',
      profileImageUrl: null,
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(fieldOfPath('expert.title')).toBe('title');
    expect(fieldOfPath('user.email')).toBe('email');
    expect(fieldOfPath('expert.unknown')).toBeNull();
  });
});
