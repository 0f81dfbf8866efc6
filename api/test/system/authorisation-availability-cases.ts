// The authorisation matrix's cases for the experts' availability settings: one's own only (no id in any path). Each
// allowed save is made by a new user of the role's kind, so the shared expert's settings, read back, never change.
import type { Case } from './authorisation-cases.js';
import type { CaseKit } from './authorisation-partner-cases.js';
import type { World } from './authorisation-world.js';

const SETTINGS_PATH = '/api/experts/me/availability-settings';

/** A whole, valid settings body: Tuesdays off and a 15-minute buffer after each consultation. */
function draft() {
  const day = [{ from: '09:00', to: '17:00' }];
  return {
    timeZone: 'Pacific/Auckland',
    weeklyHours: {
      monday: day,
      tuesday: [],
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: [],
      sunday: [],
    },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: 0,
    horizonDays: 60,
    durations: [30, 60],
    granularityMinutes: 60,
    maxPerDay: null,
  };
}

export function availabilityCases(
  world: World,
  kit: Pick<CaseKit, 'none' | 'get'>,
): Record<string, Case> {
  const { users } = world;
  const { none, get } = kit;
  const expertsSettings = () => get(users.expert.client, SETTINGS_PATH);
  return {
    getMyAvailabilitySettings: { object: none, call: () => ({ path: SETTINGS_PATH }) },
    updateMyAvailabilitySettings: {
      object: none,
      freshActor: true,
      call: () => ({ path: SETTINGS_PATH, body: draft() }),
      readBack: expertsSettings,
    },
    previewMyAvailability: {
      object: none,
      call: () => ({ path: `${SETTINGS_PATH}/preview`, body: draft() }),
      readBack: expertsSettings,
    },
  };
}
