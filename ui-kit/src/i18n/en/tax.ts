/** Tax details: the expert's (for receipts issued on their behalf) and the client's (for their receipts). */
export const tax = {
  'tax.expert.title': 'Tax details',
  'tax.expert.intro':
    'Receipts for your consultations are issued in your name, and your commission invoices are addressed to you. We need your legal name and address, and your GST number or ABN if you are registered for GST.',
  'tax.expert.legalName': 'Legal name',
  'tax.expert.address': 'Address',
  'tax.expert.addressHint': 'Your postal address as it should appear on tax documents.',
  'tax.country': 'Country of tax residence',
  'tax.countryChoose': 'Choose a country',
  'tax.country.NZ': 'New Zealand',
  'tax.country.AU': 'Australia',
  'tax.expert.gstRegistered': 'I am registered for GST',
  'tax.expert.gstRegisteredHint':
    'When you are registered, your clients receive receipts showing GST; otherwise plain receipts without GST.',
  'tax.gstNumber': 'GST number',
  'tax.abn': 'ABN',
  'tax.taxNumber': 'GST number or ABN',
  'tax.gstNumberHint': 'Your GST number is your IRD number: 8 or 9 digits, e.g. 123-456-785.',
  'tax.abnHint': 'Your Australian Business Number: 11 digits, e.g. 51 824 753 556.',
  'tax.taxNumberChooseCountry': 'Choose a country first: it decides which number we ask for.',
  'tax.save': 'Save tax details',
  'tax.saving': 'Saving…',
  'tax.saved': 'Tax details saved',
  'tax.savedAt': 'Last saved {date}',
  'tax.failed': 'We could not save your tax details. Please try again.',
  'tax.expert.notExpert': 'Tax details are for experts',
  'tax.expert.notExpertDescription':
    'Once you apply to become an expert you can record the details your receipts are issued with.',
  'tax.expert.applicationTitle': 'Tax details (optional)',
  'tax.expert.applicationHint':
    'You can add them now or later from your profile; we need them before your first consultation is paid.',

  'tax.client.title': 'Your details on receipts',
  'tax.client.intro':
    'Add your business name and GST number or ABN if your receipts should be made out to your business. Leave them empty to be named as yourself.',
  'tax.client.businessName': 'Business name',
  'tax.client.countryNone': 'Not given',
  'tax.client.clear': 'Remove my details',

  'tax.rule.legalName': 'Enter your legal name.',
  'tax.rule.address': 'Enter your address.',
  'tax.rule.country': 'Choose the country you are registered in.',
  'tax.rule.tooLong': 'This is too long: at most {max} characters.',
  'tax.rule.control': 'Remove the special characters that cannot be printed.',
  'tax.rule.taxNumberRequired': 'Enter your GST number or ABN: you said you are registered.',
  'tax.rule.countryForNumber': 'Choose the country this number belongs to.',
  'tax.rule.gstShape': 'A New Zealand GST number has 8 or 9 digits, e.g. 123-456-785.',
  'tax.rule.gstRange': 'A New Zealand GST number lies between 10-000-000 and 150-000-000.',
  'tax.rule.gstCheck':
    'This is not a valid New Zealand GST number: its check digit does not match.',
  'tax.rule.abnShape': 'An ABN has 11 digits, e.g. 51 824 753 556.',
  'tax.rule.abnCheck': 'This is not a valid ABN: its check digits do not match.',
  'tax.review.none': 'Not given yet',
  'tax.review.registered': 'Registered for GST: {number}',
  'tax.review.notRegistered': 'Not registered for GST',
} as const;
