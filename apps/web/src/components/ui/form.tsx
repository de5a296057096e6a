import { useId, useRef, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  get,
  useController,
  useForm,
  useFormContext,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { asIssue, MESSAGES, parseIssue, type Message } from '@netlease/shared/messages';
import type { MessageReply } from '@netlease/shared/replies';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Field, Input as TextInput, type FieldControlProps } from './field';

/**
 * The one way a form is written here (docs/decisions/140-forms.md): react-hook-form holds the values,
 * a zod schema from packages/shared (the one the server runs) checks them, and <Form> turns every
 * refusal into the same experience:
 * - each error is shown beside its field (the description of its product message), the field is marked
 *   aria-invalid and points at its error (aria-describedby);
 * - on submit, focus moves to the first refused field in page order;
 * - one toast per failed submit: the product message (title and description) of that first field;
 * - a refusal of the API that names a `field` lands beside that field the same way;
 * - a form whose route answers with its toast (`{ title, message }`) hands the mutation to `send`: the
 *   reply is shown as the success toast, then `onSent` does what follows (close, reset, navigate).
 */

/** A form whose values are checked by `schema`: what the page hands to <Form>. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    // Checked on submit first, then again as the user corrects a refused field.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // <Form> moves focus itself, in page order (the library would use registration order).
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * Adds a product message at a field, from the transform or refinement of a form schema (a form's own
 * checks, or a shared rule that names its field): `path` is the form's field ('details.iban').
 */
export function addFieldIssue(context: z.RefinementCtx, path: string, message: Message) {
  context.addIssue({ code: 'custom', path: path.split('.'), message: asIssue(message) });
}

/**
 * The issues of a shared schema run on other values than the form's (its input, built from the
 * form's text) as errors of the form's fields: the first of each field.
 */
export function addSchemaIssues(
  context: z.RefinementCtx,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): boolean {
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    addFieldIssue(context, path, messageOfError(issue.message));
  }
  return seen.size > 0;
}

/**
 * The product message behind an error's text (see `asIssue`), or the text as a description. A text
 * that is a title alone (a shared schema that gives only the title, 'Reason required') is looked up
 * among the common MESSAGES, the first table the server's `messageFromIssue` searches, so both sides
 * read it the same. The catalogue of every area is not read here: it would bring every area's
 * contracts into each page with a form (docs/decisions/270).
 */
export function messageOfError(text: string | undefined, fallbackTitle = 'Invalid input'): Message {
  return (
    parseIssue(text ?? '') ??
    Object.values(MESSAGES).find((candidate) => candidate.title === text) ?? {
      title: fallbackTitle,
      description: text ?? '',
    }
  );
}

/** The text under a field: the description of the product message, never 'name: Name is required'. */
const errorText = (error: unknown): string | undefined => {
  const text = (error as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && text ? messageOfError(text).description || text : undefined;
};

/** The controls of the form in page order, with the name they are registered under. */
function namedControls(form: HTMLFormElement | null): HTMLElement[] {
  if (!form) return [];
  return [...form.querySelectorAll<HTMLElement>('[name]')].filter(
    (element) => !(element as HTMLInputElement).disabled,
  );
}

function firstRefused(form: HTMLFormElement | null, errors: FieldErrors) {
  for (const element of namedControls(form)) {
    const name = element.getAttribute('name')!;
    const error: unknown = get(errors, name);
    if (error) return { element, message: (error as { message?: string }).message };
  }
  return null;
}

/** The first error anywhere in an errors tree, for a refused field that has no control on the page. */
function anyMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if (typeof (value as { message?: unknown }).message === 'string')
      return (value as { message: string }).message;
    const nested = anyMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * What a submit does with the checked values: `onSubmit` runs them its own way, or `send` sends them to
 * a route that answers with its toast (`{ title, message }`), which the form shows as the success toast
 * before `onSent` runs (close the dialog, reset, go on). Either way a thrown ApiError is shown by the
 * form (its field, one toast).
 */
export type SubmitProps<Output, Reply extends MessageReply = MessageReply> =
  | { onSubmit: (values: Output) => Promise<unknown> | unknown; send?: never; onSent?: never }
  | { send: (values: Output) => Promise<Reply>; onSent?: (reply: Reply) => void; onSubmit?: never };

/** The one function a submit runs, from either way of `SubmitProps`. */
export function toSubmitHandler<Output, Reply extends MessageReply>(
  props: SubmitProps<Output, Reply>,
): (values: Output) => Promise<unknown> {
  if (props.onSubmit) {
    const { onSubmit } = props;
    return async (values) => onSubmit(values);
  }
  const { send, onSent } = props;
  return async (values) => {
    const reply = await send(values);
    toast.success(reply.title, reply.message);
    onSent?.(reply);
  };
}

export type FormProps<Input extends FieldValues, Output, Reply extends MessageReply = MessageReply> = {
  form: UseFormReturn<Input, unknown, Output>;
  /** The toast title (and description) when the API answers with no product message of its own. */
  failure: Message;
  /** API field names that differ from the form's ('amountCents' is the form's 'amount'). */
  serverFields?: Record<string, FieldPath<Input>>;
  /** Runs first for any error of `onSubmit`; return true when it showed the error itself. */
  onError?: (error: unknown) => boolean | void;
  className?: string;
  children: ReactNode;
} & SubmitProps<Output, Reply>;

export function Form<Input extends FieldValues, Output, Reply extends MessageReply = MessageReply>({
  form,
  failure,
  serverFields,
  onError,
  className,
  children,
  ...submitProps
}: FormProps<Input, Output, Reply>) {
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = toSubmitHandler(submitProps);

  const refuse = (errors: FieldErrors<Input>) => {
    const first = firstRefused(formRef.current, errors);
    first?.element.focus();
    const message = messageOfError(first?.message ?? anyMessage(errors), failure.title);
    toast.error(message.title, message.description);
  };

  const showServerError = (error: unknown) => {
    if (onError?.(error)) return;
    if (!(error instanceof ApiError)) {
      toast.error(failure.title, failure.description);
      return;
    }
    // Schema refusals of the API read 'details.iban: ...'; the field says where, the text what.
    const description =
      error.field && error.message.startsWith(`${error.field}: `)
        ? error.message.slice(error.field.length + 2)
        : error.message || failure.description;
    const message = { title: error.isGeneric ? failure.title : error.title, description };
    const name = error.field ? (serverFields?.[error.field] ?? error.field) : undefined;
    const element = name
      ? namedControls(formRef.current).find((control) => control.getAttribute('name') === name)
      : undefined;
    if (name && element) {
      form.setError(name as FieldPath<Input>, { type: 'server', message: asIssue(message) });
      element.focus();
    }
    toast.error(message.title, message.description);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(error);
    }
  }, refuse);

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} className={className} noValidate>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a registered native control spreads onto itself. */
export type FormControlProps = FieldControlProps & UseFormRegisterReturn;

/**
 * A labelled native control (input, select, textarea) registered under `name`:
 * `{(control) => <Input {...control} />}`.
 */
export function FormField<Input extends FieldValues>({
  name,
  label,
  hint,
  children,
}: {
  name: FieldPath<Input>;
  label: string;
  hint?: ReactNode;
  children: (control: FormControlProps) => ReactNode;
}) {
  const { register, formState } = useFormContext<Input>();
  return (
    <Field label={label} hint={hint} error={errorText(get(formState.errors, name))}>
      {(_id, control) => children({ ...control, ...register(name) })}
    </Field>
  );
}

/**
 * A labelled control that is not a native input (a country combobox, a file picker): it gets the
 * value and onChange, and `ref` and `name` for focus on a refused submit.
 */
export function FormController<Input extends FieldValues, Name extends FieldPath<Input>>({
  name,
  label,
  hint,
  children,
}: {
  name: Name;
  label: string;
  hint?: ReactNode;
  children: (control: FieldControlProps, field: ControllerRenderProps<Input, Name>) => ReactNode;
}) {
  const { field, fieldState } = useController<Input, Name>({ name });
  return (
    <Field label={label} hint={hint} error={errorText(fieldState.error)}>
      {(_id, control) => children(control, field)}
    </Field>
  );
}

/** A one-file picker bound to a form value that is null until a file is chosen. */
export function FormFileField<Input extends FieldValues, Name extends FieldPath<Input>>({
  name,
  label,
  hint,
  accept,
}: {
  name: Name;
  label: string;
  hint?: ReactNode;
  accept: string;
}) {
  return (
    <FormController<Input, Name> name={name} label={label} hint={hint}>
      {(control, field) => (
        <TextInput
          {...control}
          ref={field.ref}
          name={field.name}
          type="file"
          accept={accept}
          className="h-auto py-1.5"
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </FormController>
  );
}

/**
 * A choice without a label element of its own (a group of radio buttons under a heading): its
 * error is shown below it and tied to it like a Field's.
 */
export function FormChoice<Input extends FieldValues, Name extends FieldPath<Input>>({
  name,
  children,
}: {
  name: Name;
  children: (
    control: Pick<FieldControlProps, 'aria-invalid' | 'aria-describedby'>,
    field: ControllerRenderProps<Input, Name>,
  ) => ReactNode;
}) {
  const { field, fieldState } = useController<Input, Name>({ name });
  const errorId = useId();
  const error = errorText(fieldState.error);
  return (
    <div className="space-y-1.5">
      {children(
        { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
        field,
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
