// framer-motion's animation features, loaded on demand by the Modal's LazyMotion so they stay out of the
// first-load bundle (docs/architecture.md §7: first-load JavaScript budget).
import { domAnimation } from 'framer-motion'

export default domAnimation
