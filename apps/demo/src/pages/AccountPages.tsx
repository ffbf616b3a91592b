import { AccountInfo, InviterBind, PasswordForm, TradeFlowList } from '@dubkit/widgets';
import { DictionaryManager } from '@dubkit/widgets/dictionary';
import { useOutletContext } from 'react-router';
import type { SiteOutletContext } from '../routes/SiteLayout';

export function AccountInfoPage() {
  return <AccountInfo />;
}

export function PasswordPage() {
  const { showRelogin } = useOutletContext<SiteOutletContext>();
  return <PasswordForm onSuccess={showRelogin} />;
}

export function TradeFlowPage() {
  return <TradeFlowList />;
}

export function InviterBindPage() {
  return <InviterBind />;
}

export function DictionaryPage() {
  return <DictionaryManager />;
}
