import Foundation
import SecretBox
import Testing
import UserData

struct PasscodeThrottleTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func fiveWrongPasscodesAreFreeThenTheWaitGrows() {
    #expect(
      (0...10).map(PasscodeThrottle.delay(afterFailures:)) == [
        0, 0, 0, 0, 0, 30, 60, 300, 900, 3600, 3600,
      ])
  }

  @Test func theWaitCountsDownAgainstTheGivenClock() {
    var throttle = PasscodeThrottle()
    for _ in 1...4 { throttle.recordFailure(at: start) }
    #expect(throttle.secondsToWait(at: start) == 0)
    throttle.recordFailure(at: start)
    #expect(throttle.failures == 5)
    #expect(throttle.secondsToWait(at: start) == 30)
    #expect(throttle.secondsToWait(at: start + 0.5) == 30)
    #expect(throttle.secondsToWait(at: start + 29) == 1)
    #expect(throttle.secondsToWait(at: start + 30) == 0)
    throttle.recordFailure(at: start + 30)
    #expect(throttle.secondsToWait(at: start + 30) == 60)
  }

  @Test func aClockSetBackNeverWaitsLongerThanTheDelay() {
    let throttle = PasscodeThrottle(failures: 6, lastFailure: start)
    #expect(throttle.secondsToWait(at: start - 86_400) == 60)
  }

  @Test func aRightPasscodeResetsTheCount() throws {
    let lock = try NotesLock(passcode: "4821", cost: try KeyDerivationCost(iterations: 1_000))
    var state = UserDataState(settings: AppSettings(notesLock: lock))
    for second in 0..<7 { state.apply(.notesPasscodeRejected(at: start + Double(second))) }
    #expect(state.passcodeThrottle == PasscodeThrottle(failures: 7, lastFailure: start + 6))
    state.apply(.notesPasscodeAccepted(key: try lock.key(for: "4821")))
    #expect(state.passcodeThrottle == PasscodeThrottle())
  }

  @Test func theCountIsSavedWithTheState() throws {
    var state = UserDataState()
    state.apply(.notesPasscodeRejected(at: start))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(json.contains(#""passcodeThrottle":{"failures":1,"lastFailure":1800000000}"#))
    let decoded = try JSONDecoder().decode(UserDataState.self, from: Data(json.utf8))
    #expect(decoded.passcodeThrottle == PasscodeThrottle(failures: 1, lastFailure: start))
  }

  @Test func aFileWithoutTheCountStartsAtZero() throws {
    let json = #"""
      {"lists": {}, "progress": {}, "notes": [],
       "settings": {"appearance": "system", "readingDirection": "rightToLeft",
                    "notesPasscode": "1234"}}
      """#
    let state = try JSONDecoder().decode(UserDataState.self, from: Data(json.utf8))
    #expect(state.passcodeThrottle == PasscodeThrottle())
  }
}
