import { useT } from '../i18n/I18nProvider.js';

/** The asterisk after a required field's label, spoken as "(required)". */
export function RequiredMark() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className="eb-visually-hidden"> ({t('common.required')})</span>
    </>
  );
}
