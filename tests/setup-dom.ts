import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { createElement, useContext, type ComponentType } from 'react'
import { I18nContext } from 'react-i18next'
import { afterEach, beforeAll, vi } from 'vitest'
import { setTextsOutsideApp, type Texts } from '@/i18n/texts'

// A component test renders inside an I18nextProvider (src/test/render.tsx) rather than the app: its texts come
// straight from that i18next instance.
setTextsOutsideApp(() => {
  const { i18n } = useContext(I18nContext)
  return { t: i18n.getFixedT(i18n.language) as Texts['t'], i18n }
})

/** Every component made by next/dynamic, each loading from the moment its module runs (see the mock below);
 * src/test/dynamic.ts awaits them for a test that imports a module anew (vi.resetModules). */
const dynamicLoads: Promise<unknown>[] = []
;(globalThis as { __dynamicLoads?: Promise<unknown>[] }).__dynamicLoads = dynamicLoads

// The shop loads dialogs, drawers and the like with next/dynamic (docs/architecture.md §7). In the browser their
// chunk is there when they are needed (preloaded, or named in the page's HTML); here each one is imported when its
// module runs and awaited before the tests, so a component renders as it does once its chunk has arrived.
vi.mock('next/dynamic', () => ({
  default: function dynamic<Props extends object>(loader: () => Promise<ComponentType<Props> | { default: ComponentType<Props> }>) {
    let Loaded: ComponentType<Props> | null = null
    dynamicLoads.push(
      loader().then((loaded) => {
        Loaded = 'default' in loaded ? loaded.default : loaded
      }),
    )
    return function DynamicComponent(props: Props) {
      return Loaded ? createElement(Loaded, props) : null
    }
  },
}))

beforeAll(async () => {
  await Promise.all(dynamicLoads)
})

afterEach(() => cleanup())
