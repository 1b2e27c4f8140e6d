// How a step hands its "next" to the wizard: the step's component fills the handle (useImperativeHandle), the
// wizard's onNext calls it. Resolves true when the step is saved and the wizard may move on.
import type { Ref } from 'react'

export type StepHandle = { submit: () => Promise<boolean> }

/** Like StepHandle, for the part of the delivery step that stores the chosen method's details. */
export type DeliveryDetailsHandle = { submit: (deliveryMethodId: string) => Promise<boolean> }

export type HandleRef<T> = Ref<T> | undefined
