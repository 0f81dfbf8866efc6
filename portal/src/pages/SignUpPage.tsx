import { SignUpForm } from '@expertbridge/ui-kit';

export default SignUpForm;
