import { screen } from '@testing-library/react'
import { MEDIA_GRID_DEFAULT_HEIGHT_PX } from '@/config/constants'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { RenderComponents } from '../RenderComponents'
import { mediaGridSchema } from './schema'

const image = (name: string) => ({ Name: `${name}.jpg`, AltText: name, BaseUrl: `/media/${name}.jpg` })

function renderGrid(fields: Record<string, unknown>) {
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <RenderComponents
        components={[
          {
            Type: 'mediaGrid',
            Id: 'm1',
            Title: 'Vores vinkælder',
            Html: '<p>Over tusind flasker.</p>',
            Images: [image('en'), image('to')],
            LeftRight: 'Højre',
            ...fields,
          },
        ]}
      />
    </MockRouterProvider>,
  )
}

describe('mediaGrid', () => {
  it('shows at most 2 images', () => {
    renderGrid({ Images: [image('en'), image('to'), image('tre')] })
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['en', 'to'])
  })

  it('puts the text first and the images to the right by default', () => {
    renderGrid({})
    const text = screen.getByText('Over tusind flasker.')
    const images = screen.getByTestId('media-grid-images')
    expect(text.compareDocumentPosition(images) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("reverses the layout for 'Venstre'", () => {
    renderGrid({ LeftRight: 'Venstre' })
    const text = screen.getByText('Over tusind flasker.')
    const images = screen.getByTestId('media-grid-images')
    expect(text.compareDocumentPosition(images) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy()
  })

  it('uses 600 px as the default height', () => {
    renderGrid({ Height: undefined })
    expect(MEDIA_GRID_DEFAULT_HEIGHT_PX).toBe(600)
    expect(screen.getByTestId('media-grid-images')).toHaveAttribute('data-height', '600')
    expect(mediaGridSchema.parse({ Type: 'mediaGrid', Id: 'x', Images: [] }).Height).toBe(600)
  })

  it('uses the height the editor chose', () => {
    renderGrid({ Height: 420 })
    expect(screen.getByTestId('media-grid-images')).toHaveAttribute('data-height', '420')
  })
})
