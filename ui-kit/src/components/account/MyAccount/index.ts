export { MyAccount, type AccountTab, type MyAccountProps } from './MyAccount.js';
