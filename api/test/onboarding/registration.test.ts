import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { expectRefused, validRegistration, writtenState } from './fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const PATH = '/api/complete-expert-registration';

/** The form with one field of user or expert replaced (undefined removes it). */
function formWith(user: TestUser, field: string, value: unknown) {
  const form = validRegistration(user.email);
  const [part, key] = field.split('.') as ['user' | 'expert', string];
  const section = form[part] as Record<string, unknown>;
  if (value === undefined) delete section[key];
  else section[key] = value;
  return form;
}

/** Sends a form that must be refused with 400 and returns its details (nothing written). */
const refused = (user: TestUser, body: unknown) => expectRefused(app, user.client, PATH, body);

describe('POST /api/complete-expert-registration (the single form)', () => {
  it('creates the profile in review, renames the user and answers the profile', async () => {
    const user = await createSignedInUser(app, { firstName: 'Old', lastName: 'Name' });
    const form = validRegistration(user.email.toUpperCase());
    const response = await user.client.post(PATH, form);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: user.id,
      user: { firstName: 'Mere', lastName: 'Parata', profileImageUrl: null },
      title: 'Property Investment Adviser',
      hourlyRate: { amount: 16000, currency: 'NZD' },
      location: 'Auckland',
      serviceCountries: ['NZ'],
      languages: ['English', 'Korean'],
      consultationMethods: ['chat', 'video'],
      availability: 'Weekday evenings and Saturday mornings',
      timeZone: 'Pacific/Auckland',
      category: { id: 2, name: 'Real Estate & Property' },
      status: 'pending',
      isVerified: false,
    });
    const stored = await app.db.knex('users').where({ id: user.id }).first();
    expect(stored).toMatchObject({ first_name: 'Mere', last_name: 'Parata', email: user.email });
    const expert = await app.db.knex('experts').where({ user_id: user.id }).first();
    expect(expert).toMatchObject({ application_source: 'registration', status: 'pending' });
  });

  it('takes service countries and languages as lists too, and an Australian time zone', async () => {
    const user = await createSignedInUser(app);
    const form = validRegistration(user.email);
    Object.assign(form.expert, {
      currency: 'AUD',
      location: 'Brisbane',
      serviceCountries: ['AU', 'NZ'],
      languages: ['Vietnamese', 'english'],
      consultationMethods: ['chat'],
    });
    const response = await user.client.post(PATH, form);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      currency: 'AUD',
      serviceCountries: ['AU', 'NZ'],
      languages: ['Vietnamese', 'English'],
      consultationMethods: ['chat'],
      timeZone: 'Australia/Brisbane',
    });
  });

  // Spec part 2 §5: every rule of the registration form, with its message, on its own field.
  it.each([
    ['user.email', 'not-an-email', 'Valid email address is required'],
    ['user.email', undefined, 'Valid email address is required'],
    ['user.email', 42, 'Valid email address is required'],
    ['user.firstName', '', 'First name is required'],
    ['user.firstName', '   ', 'First name is required'],
    ['user.firstName', undefined, 'First name is required'],
    ['user.lastName', '', 'Last name is required'],
    ['user.lastName', null, 'Last name is required'],
    ['expert.title', 'Too short', 'Professional title must be at least 10 characters'],
    ['expert.title', '   Adviser   ', 'Professional title must be at least 10 characters'],
    ['expert.title', 1234567890, 'Professional title must be at least 10 characters'],
    ['expert.bio', 'x'.repeat(49), 'Bio must be at least 50 characters'],
    ['expert.bio', undefined, 'Bio must be at least 50 characters'],
    ['expert.experience', 'x'.repeat(19), 'Experience description must be at least 20 characters'],
    ['expert.qualifications', 'x'.repeat(9), 'Qualifications must be at least 10 characters'],
    ['expert.hourlyRate', 0, 'Hourly rate is required'],
    ['expert.hourlyRate', undefined, 'Hourly rate is required'],
    ['expert.hourlyRate', '160', 'Hourly rate is required'],
    ['expert.currency', undefined, 'Currency selection is required'],
    ['expert.currency', 'USD', 'Currency selection is required'],
    ['expert.location', '', 'Location is required'],
    ['expert.location', undefined, 'Location is required'],
    ['expert.serviceCountries', '[]', 'At least one service country is required'],
    ['expert.serviceCountries', 'not json', 'At least one service country is required'],
    ['expert.serviceCountries', [], 'At least one service country is required'],
    ['expert.serviceCountries', undefined, 'At least one service country is required'],
    ['expert.serviceCountries', 7, 'At least one service country is required'],
    ['expert.categoryId', undefined, 'Category selection is required'],
    ['expert.categoryId', '2', 'Category selection is required'],
    ['expert.categoryId', 0, 'Category selection is required'],
    ['expert.languages', '', 'At least one language is required'],
    ['expert.languages', ' , ', 'At least one language is required'],
    ['expert.languages', [], 'At least one language is required'],
    ['expert.languages', undefined, 'At least one language is required'],
    ['expert.consultationMethods', [], 'At least one consultation method is required'],
    ['expert.consultationMethods', undefined, 'At least one consultation method is required'],
    ['expert.consultationMethods', 'chat', 'At least one consultation method is required'],
    ['expert.availability', 'Evenings', 'Availability information is required'],
    ['expert.availability', undefined, 'Availability information is required'],
  ])('refuses %s = %j with the form message', async (field, value, message) => {
    const user = await createSignedInUser(app);
    expect(await refused(user, formWith(user, field, value))).toEqual({ [field]: message });
  });

  it('reports every rule of the table at once for an empty form', async () => {
    const user = await createSignedInUser(app);
    expect(await refused(user, {})).toEqual({
      'user.email': 'Valid email address is required',
      'user.firstName': 'First name is required',
      'user.lastName': 'Last name is required',
      'expert.title': 'Professional title must be at least 10 characters',
      'expert.bio': 'Bio must be at least 50 characters',
      'expert.experience': 'Experience description must be at least 20 characters',
      'expert.qualifications': 'Qualifications must be at least 10 characters',
      'expert.hourlyRate': 'Hourly rate is required',
      'expert.currency': 'Currency selection is required',
      'expert.location': 'Location is required',
      'expert.serviceCountries': 'At least one service country is required',
      'expert.categoryId': 'Category selection is required',
      'expert.languages': 'At least one language is required',
      'expert.consultationMethods': 'At least one consultation method is required',
      'expert.availability': 'Availability information is required',
    });
  });

  it.each([
    [
      'user.email',
      'someone.else@test.expertbridge.test',
      /^Email must be the address you are signed in with$/,
    ],
    ['user.firstName', 'x'.repeat(101), /^First name must be at most 100 characters$/],
    ['user.lastName', 'Par\u0000ata', /^Last name must not contain NUL characters$/],
    ['expert.title', 'x'.repeat(201), /^Professional title must be at most 200 characters$/],
    ['expert.hourlyRate', 99.5, /^Hourly rate must be a whole number of cents$/],
    ['expert.location', 'Dunedin', /^Location must be one of: Auckland, Wellington/],
    ['expert.serviceCountries', '["NZ","US"]', /^Service countries must be NZ and\/or AU$/],
    ['expert.languages', 'English, Elvish', /"Elvish" is not offered/],
    ['expert.consultationMethods', ['chat', 'phone'], /must be chat or video$/],
    ['expert.categoryId', 99, /^Category does not exist$/],
    ['expert.availability', 'x'.repeat(1001), /^Availability must be at most 1000 characters$/],
  ])('refuses a bad %s with a message on that field', async (field, value, message) => {
    const user = await createSignedInUser(app);
    const details = await refused(user, formWith(user, field, value));
    expect(Object.keys(details)).toEqual([field]);
    expect(details[field]).toMatch(message);
  });

  it('needs a signed-in user', async () => {
    const response = await app.client().post(PATH, validRegistration('a@b.test'));
    expect(response.status).toBe(401);
  });

  it('answers 409 to a user who already has a profile and changes nothing', async () => {
    const user = await createSignedInUser(app);
    expect((await user.client.post(PATH, validRegistration(user.email))).status).toBe(201);
    const before = await writtenState(app);
    const second = validRegistration(user.email);
    second.user.firstName = 'Changed';
    const response = await user.client.post(PATH, second);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('expert_profile_exists');
    expect(await writtenState(app)).toEqual(before);
    expect(await app.db.knex('users').where({ id: user.id }).first()).toMatchObject({
      first_name: 'Mere',
    });
  });
});
