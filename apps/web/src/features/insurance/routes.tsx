export { InsuranceRequestSection } from './components/insurance-request';
