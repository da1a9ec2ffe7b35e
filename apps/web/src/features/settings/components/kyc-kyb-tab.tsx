import { KybGate } from '../../account';

/**
 * Settings → KYC/KYB. Verification itself arrives with its own issue and renders inside the gate;
 * until trading approval the gate says when KYB becomes available.
 */
export function KycKybTab() {
  return <KybGate />;
}
