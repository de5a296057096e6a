-- One naming scheme for audit actions (docs/decisions/160-staff-tools-and-audit.md): an action is
-- '<area>.<what happened, in the past tense>' and its area is the record's target type. The names
-- written before are renamed here; the code writes only the new ones (AUDIT_ACTIONS in
-- packages/shared/src/audit.ts).

UPDATE audit_logs a SET action = m.new_name
FROM (VALUES
  ('ip-blocks.approve', 'ip_block.approved'),
  ('ip-blocks.reject', 'ip_block.rejected'),
  ('server-packages.approve', 'server_package.approved'),
  ('server-packages.reject', 'server_package.rejected'),
  ('server-packages.changes_approve', 'server_package.changes_approved'),
  ('server-packages.changes_reject', 'server_package.changes_rejected'),
  ('listings.approve', 'listing.approved'),
  ('listings.reject', 'listing.rejected'),
  ('listings.changes_approve', 'listing.changes_approved'),
  ('listings.changes_reject', 'listing.changes_rejected'),
  ('kyc.approve', 'kyc.approved'),
  ('kyc.reject', 'kyc.rejected'),
  ('kyc.flag', 'kyc.flagged'),
  ('kyc.document_view', 'kyc.document_viewed'),
  ('asn.approve', 'asn.approved'),
  ('asn.reject', 'asn.rejected'),
  ('loa.approve', 'loa.approved'),
  ('loa.reject', 'loa.rejected'),
  ('mfa.enable', 'user.mfa_enabled'),
  ('mfa.disable', 'user.mfa_disabled'),
  ('penalty.apply', 'penalty.applied'),
  ('ticket.assign', 'ticket.assigned'),
  ('ticket.attachment_view', 'ticket.attachment_viewed'),
  ('ticket.reply', 'ticket.replied'),
  ('ticket.status', 'ticket.status_changed'),
  ('wallet.deposit', 'deposit.completed'),
  ('wallet.deposit_failed', 'deposit.declined'),
  ('wallet.hold_released', 'wallet_hold.released')
) AS m (old_name, new_name)
WHERE a.action = m.old_name;

-- The target type is the action's area ('ip_blocks' → 'ip_block', 'loa_records' → 'loa',
-- 'kyc_verification' → 'kyc', a deposit's 'payment' → 'deposit', 'penalties' → 'penalty').
UPDATE audit_logs SET target_type = split_part(action, '.', 1)
WHERE action ~ '^[a-z_]+\.[a-z_]+$' AND target_type <> split_part(action, '.', 1);

-- The admin audit tab filters by action (and by target type, which the existing target index leads with).
CREATE INDEX IF NOT EXISTS audit_logs_action_idx ON audit_logs (action, created_at DESC);
