// form_start and form_submit for a form analytics follows (docs/analytics.md): the customer club sign-up. The club
// form spreads the handlers on its <form> and calls trackSubmit when it is sent:
//   const tracking = useFormTracking('club_signup')
//   <form onFocus={tracking.onFocus} onInput={tracking.onInput} onSubmit={(e) => { tracking.trackSubmit(); … }}>
import { useCallback, useRef } from 'react'
import { formStartEvent, formSubmitEvent, type FormName } from './events'
import { useTrack } from './useTrack'

/**
 * form_start at the first focus or input in the form (once per mounted form), form_submit at each submit (the club
 * form calls it when the form is valid and sent).
 */
export function useFormTracking(formName: FormName) {
  const track = useTrack()
  const started = useRef(false)
  const start = useCallback(() => {
    if (started.current) return
    started.current = true
    track(formStartEvent(formName))
  }, [formName, track])
  const trackSubmit = useCallback(() => {
    // A submit without any focus before (a browser's autofill and Enter) still started the form.
    start()
    track(formSubmitEvent(formName))
  }, [formName, start, track])
  return { onFocus: start, onInput: start, trackSubmit }
}
