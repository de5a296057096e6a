/**
 * A ref for what takes a sent form's place (a confirmation; give it tabIndex={-1}, and scroll-mt-20
 * to keep it clear of the sticky navbar): it gets the focus the form's button had when the form went
 * away. Focusing also scrolls it into view, so a person on a phone, scrolled down to the button of a
 * long form, sees the confirmation instead of empty space, and a screen reader goes on from it
 * instead of from the top of the page.
 */
export function focusWhenShown(element: HTMLElement | null) {
  element?.focus();
}
