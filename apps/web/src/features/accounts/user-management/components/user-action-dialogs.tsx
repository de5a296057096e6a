import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import { MESSAGES } from '@netlease/shared/messages';
import { ROLES, ROLE_LABELS } from '@netlease/shared/roles';
import {
  SUSPENSION_REASON_MAX,
  changeRoleInputSchema,
  reactivateUserInputSchema,
  suspendUserInputSchema,
  type StaffUser,
} from '@netlease/shared/staff';
import { Dialog } from '@/components/ui/dialog';
import { Select, Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useUserAction } from '../api/staff-users';

/** How a user is named in buttons and dialogs: the name, else the email. */
export const userLabel = (user: StaffUser) => user.name ?? user.email;

function Facts({ user }: { user: StaffUser }) {
  return (
    <dl className="mb-4 space-y-1 text-sm text-slate-700">
      <div className="break-words">
        <dt className="inline font-medium">Email: </dt>
        <dd className="inline">{user.email}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Role: </dt>
        <dd className="inline">{ROLE_LABELS[user.role]}</dd>
      </div>
      <div>
        <dt className="inline font-medium">KYC: </dt>
        <dd className="inline">{KYC_STATUS_LABELS[user.kycStatus]}</dd>
      </div>
    </dl>
  );
}

interface DialogProps {
  user: StaffUser;
  onClose: () => void;
}

/**
 * Suspend with the reason the user reads (docs/PRODUCT.md "Staff tools" "Suspension"): the dialog is
 * the confirmation, and says what follows.
 */
export function SuspendUserDialog({ user, onClose }: DialogProps) {
  const form = useZodForm(suspendUserInputSchema, { defaultValues: { reason: '' } });
  const action = useUserAction();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Suspend ${userLabel(user)}?`}
      description="They are signed out everywhere at once and cannot sign in or trade; their live offers leave the marketplace. They are told why in the app and by email."
    >
      <Facts user={user} />
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        send={(input) => action.mutateAsync({ kind: 'suspend', userId: user.id, input })}
        onSent={onClose}
        className="space-y-4"
      >
        <FormField name="reason" label="Reason for the suspension" hint="The user reads it.">
          {(control) => <Textarea {...control} maxLength={SUSPENSION_REASON_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={action.isPending}>
          Suspend
        </FormActions>
      </Form>
    </Dialog>
  );
}

/** Reactivate, saying why (the audit log keeps it); the user's offers come back as they were. */
export function ReactivateUserDialog({ user, onClose }: DialogProps) {
  const form = useZodForm(reactivateUserInputSchema, { defaultValues: { reason: '' } });
  const action = useUserAction();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reactivate ${userLabel(user)}?`}
      description="They can sign in and trade again, and their hidden offers return to the marketplace as they were."
    >
      <Facts user={user} />
      {user.suspensionReason && (
        <p className="mb-4 break-words text-sm text-slate-700">
          <span className="font-medium">Suspended for: </span>
          {user.suspensionReason}
        </p>
      )}
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        send={(input) => action.mutateAsync({ kind: 'reactivate', userId: user.id, input })}
        onSent={onClose}
        className="space-y-4"
      >
        <FormField name="reason" label="Reason for the reactivation" hint="Kept in the audit log.">
          {(control) => <Textarea {...control} maxLength={SUSPENSION_REASON_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={action.isPending}>
          Reactivate
        </FormActions>
      </Form>
    </Dialog>
  );
}

/** An admin's role change; the server keeps one active admin ('Last admin'). */
export function ChangeRoleDialog({ user, onClose }: DialogProps) {
  const form = useZodForm(changeRoleInputSchema, { defaultValues: { role: user.role } });
  const action = useUserAction();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change the role of ${userLabel(user)}`}
      description="The new role applies from their next request; they are notified. Netlease always keeps one active admin."
    >
      <Facts user={user} />
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        send={(input) => action.mutateAsync({ kind: 'role', userId: user.id, input })}
        onSent={onClose}
        className="space-y-4"
      >
        <FormField name="role" label="New role">
          {(control) => (
            <Select {...control}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormActions onCancel={onClose} isPending={action.isPending}>
          Change role
        </FormActions>
      </Form>
    </Dialog>
  );
}
