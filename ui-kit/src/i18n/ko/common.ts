import type { Catalogue } from '../catalogue.js';

/**
 * The shared states and the dialog's close button in Korean, as the admin pages show them: a file of its
 * own so the booking path can speak them without the admin pages' texts.
 */
export const koCommon: Catalogue = {
  'common.loading': '불러오는 중...',
  'common.error': '문제가 발생했습니다. 다시 시도해 주세요.',
  'common.tryAgain': '다시 시도',
  'common.notFound': '찾을 수 없습니다. 삭제되었거나 링크가 잘못되었을 수 있습니다.',
  'common.forbidden': '이 계정으로는 볼 수 없습니다.',
  'common.refused': '불러올 수 없습니다. 다시 시도해도 결과는 같습니다.',
  'common.close': '닫기',
};
