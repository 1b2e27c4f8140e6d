/** The age sign for products with an age limit (docs/adr/0021): "18+" in a red ring, drawn, so no picture is needed. */
import { Circle, Svg, Text, View } from '@react-pdf/renderer'
import { COLOURS } from './styles'

export function AgeSign({ age, size = 40 }: { age: number; size?: number }) {
  const ring = size / 2
  return (
    <View style={{ width: size, height: size, position: 'relative' }}>
      <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <Circle cx={ring} cy={ring} r={ring - 2} stroke={COLOURS.campaign} strokeWidth={3} fill="#ffffff" />
      </Svg>
      <Text
        style={{
          position: 'absolute',
          top: size / 2 - size * 0.17,
          left: 0,
          width: size,
          textAlign: 'center',
          fontSize: size * 0.3,
          fontWeight: 700,
          color: COLOURS.ink,
        }}
      >
        {`${age}+`}
      </Text>
    </View>
  )
}
