// The kit's entry: providers, data hooks, formatting, catalogues and every component.
// Styles ship separately as CSS files: '@expertbridge/ui-kit/styles.css' (or tokens.css alone).
export { ApiProvider, useApiClient, type ApiProviderProps } from './api/ApiProvider.js';
export { ApiRequestError } from './api/errors.js';
export { queryKey } from './api/keys.js';
export { bookingTotal, PLATFORM_FEE_PERCENT } from './domain/price.js';
export { createQueryClient } from './api/queryClient.js';
export { ExpertBridgeProvider, type ExpertBridgeProviderProps } from './ExpertBridgeProvider.js';
export * from './format/index.js';
export * from './hooks/index.js';
export * from './i18n/index.js';
export { Link, NavigationProvider, useNavigate, type Navigate } from './navigation/Navigation.js';
export { adoptKitStyles } from './styles/adopt.js';
export { ErrorState, Spinner, StateMessage } from './primitives/State.js';
export { LiveProvider, useLive, type LiveState } from './live/LiveProvider.js';
export { connectToApi } from './live/connectToApi.js';
export { LiveRequestError, type LiveConnector, type LiveTransport } from './live/transport.js';
export {
  CHAT_POLL_MS,
  useConsultationChat,
  type ChatConnection,
  type ChatMessage,
} from './live/useConsultationChat.js';
export {
  useVideoCall,
  type MediaEnvironment,
  type VideoCallControls,
} from './live/useVideoCall.js';
export type { VideoSnapshot, VideoState } from './live/videoCall.js';

export * from './components/admin/AdminApplications/index.js';
export * from './components/admin/AdminLanguageSwitch/index.js';
export * from './components/admin/AdminOverdue/index.js';
export * from './components/admin/AdminPartners/index.js';
export * from './components/admin/AdminDisputes/index.js';
export * from './components/admin/AdminCardDisputes/index.js';
export * from './components/admin/AdminRevenue/index.js';
export * from './components/admin/AdminPayouts/index.js';
export * from './components/admin/SellerReportExport/index.js';
export * from './components/payouts/ExpertPayouts/index.js';
export * from './components/payouts/PayoutStatusCard/index.js';
export * from './components/payouts/SandboxOnboardingForm/index.js';
export * from './components/auth/GuestAccess/index.js';
export * from './components/auth/SignInForm/index.js';
export * from './components/auth/SignUpForm/index.js';
export * from './components/booking/AvailabilityPicker/index.js';
export * from './components/booking/BookingDialog/index.js';
export * from './components/booking/Reschedule/index.js';
export * from './components/dashboard/AnalyticsPanel/index.js';
export * from './components/dashboard/CalendarView/index.js';
export * from './components/availability/AvailabilityEditor/index.js';
export * from './components/availability/CalendarSync/index.js';
export * from './components/dashboard/CompletePaymentCard/index.js';
export * from './components/dashboard/ConsultationsTable/index.js';
export * from './components/dashboard/FavoritesList/index.js';
export * from './components/dashboard/LatestReviews/index.js';
export * from './components/dashboard/NeedHelp/index.js';
export * from './components/dashboard/PendingRequests/index.js';
export * from './components/dashboard/PerformanceSummary/index.js';
export * from './components/dashboard/QuickActions/index.js';
export * from './components/dashboard/ReviewsList/index.js';
export * from './components/dashboard/SettingsDialog/index.js';
export * from './components/dashboard/StatCards/index.js';
export * from './components/dashboard/UpcomingList/index.js';
export * from './components/directory/CategoryGrid/index.js';
export * from './components/directory/DirectorySearch/index.js';
export * from './components/directory/ExpertCard/index.js';
export * from './components/directory/ExpertDirectory/index.js';
export * from './components/directory/ExpertPreviewDialog/index.js';
export * from './components/directory/FavoriteToggle/index.js';
export * from './components/feedback/StatusBadge/index.js';
export * from './components/feedback/Toaster/index.js';
export * from './components/layout/AppFooter/index.js';
export * from './components/layout/AppHeader/index.js';
export * from './components/layout/NotificationsPanel/index.js';
export * from './components/onboarding/ExpertApplicationWizard/index.js';
export * from './components/onboarding/ExpertProfileEditor/index.js';
export * from './components/onboarding/ExpertRegistrationForm/index.js';
export * from './components/onboarding/LanguagePicker/index.js';
export * from './components/payment/PaymentForm/index.js';
export * from './components/profile/ExpertProfileView/index.js';
export * from './components/profile/ExpertReviews/index.js';
export * from './components/room/ChatPanel/index.js';
export * from './components/room/ConsultationRoom/index.js';
export * from './components/room/DisputeOutcome/index.js';
export * from './components/room/LegalDisclaimerDialog/index.js';
export * from './components/room/ReviewDialog/index.js';
export * from './components/room/VideoPanel/index.js';
export * from './components/static/AccessDenied/index.js';
export * from './components/static/HelpCenter/index.js';
export * from './components/static/NotFound/index.js';
export * from './components/marketing/LandingPage/index.js';
export * from './components/marketing/AboutPage/index.js';
export * from './components/marketing/HomePage/index.js';
export * from './components/marketing/StatsBand/index.js';
export * from './components/onboarding/ApplicationSuccess/index.js';
export * from './components/onboarding/ApplicationStatus/index.js';
export * from './components/static/PolicyPage/index.js';
export * from './components/profile/ProfileChatDialog/index.js';
export * from './components/profile/ExpertProfilePage/index.js';
export * from './components/account/MyAccount/index.js';
export * from './components/dashboard/DashboardPage/index.js';
export * from './components/dashboard/ExpertDashboard/index.js';
export * from './components/tax/ExpertTaxDetailsForm/index.js';
export * from './components/tax/ClientTaxDetailsForm/index.js';
export * from './components/tax/DocumentsList/index.js';
export * from './components/tax/AnnualSummaryDownload/index.js';
export {
  formatAbn,
  formatNzGstNumber,
  isValidAbn,
  isValidNzGstNumber,
  taxNumberProblem,
  type TaxCountry,
} from './domain/taxNumbers.js';
