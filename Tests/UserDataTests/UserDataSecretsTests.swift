import Foundation
import SecretBox
import Testing
import UserData

struct UserDataSecretsTests {
  static let cost = try! KeyDerivationCost(iterations: 1_000)

  /// A state file as hoist wrote it before secrets were protected.
  static func legacyJSON(passcode: String) -> String {
    """
    {"lastNoteNumber": 3, "lists": {}, "progress": {},
     "notes": [
       {"id": "note-1", "title": "Open", "body": "Anyone may read this", "isLocked": false},
       {"id": "note-3", "title": "Private", "body": "Hidden plans for chapter 90",
        "isLocked": true}],
     "settings": {"appearance": "dark", "readingDirection": "rightToLeft",
                  "notesPasscode": "\(passcode)"}}
    """
  }

  static func legacyState(passcode: String) throws -> UserDataState {
    try JSONDecoder().decode(UserDataState.self, from: Data(legacyJSON(passcode: passcode).utf8))
  }

  @Test func anOldFileDecodesWithItsPlainPasscodeWaitingForMigration() throws {
    let state = try Self.legacyState(passcode: "48213957")
    #expect(state.settings.legacyNotesPasscode == "48213957")
    #expect(state.settings.notesLock == nil)
    #expect(state.settings.appearance == .dark)
    #expect(state.note("note-3")?.sealedBody == nil)
  }

  @Test func anUnmigratedStateCannotBeEncoded() throws {
    let state = try Self.legacyState(passcode: "48213957")
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(state) }
    #expect(!"\(error)".contains("48213957"))
  }

  @Test func migrationHashesThePasscodeAndSealsLockedBodies() throws {
    var state = try Self.legacyState(passcode: "48213957")
    let report = try state.migrateSecrets(cost: Self.cost)
    #expect(
      report == [
        "the notes passcode is now stored as a salted hash (PBKDF2-HMAC-SHA256) and "
          + "1 locked note is encrypted (AES-256-GCM)"
      ])
    let lock = try #require(state.settings.notesLock)
    #expect(state.settings.legacyNotesPasscode == nil)
    #expect(lock.accepts("48213957"))
    #expect(!lock.accepts("1234"))
    #expect(lock.verifier.salt != lock.keySalt)
    let locked = try #require(state.note("note-3"))
    #expect(locked.body == "")
    let box = try #require(locked.sealedBody)
    #expect(try box.openText(using: lock.key(for: "48213957")) == "Hidden plans for chapter 90")
    #expect(state.note("note-1")?.body == "Anyone may read this")
    #expect(state.note("note-1")?.sealedBody == nil)

    let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    #expect(!json.contains("48213957"))
    #expect(!json.contains("Hidden plans"))
    #expect(!json.contains("notesPasscode"))
    #expect(json.contains("Anyone may read this"))
    let reloaded = try JSONDecoder().decode(UserDataState.self, from: Data(json.utf8))
    #expect(reloaded == state)
  }

  @Test func migratingTwiceChangesNothingTheSecondTime() throws {
    var state = try Self.legacyState(passcode: "4821")
    _ = try state.migrateSecrets(cost: Self.cost)
    let once = state
    #expect(try state.migrateSecrets(cost: Self.cost) == [])
    #expect(state == once)
  }

  @Test(arguments: ["", "12", "123456789", "12a4", "١٢٣٤", " 1234"])
  func aPlainPasscodeThatIsNot4To8DigitsIsReplacedAndReported(_ bad: String) throws {
    var state = try Self.legacyState(passcode: bad)
    let report = try state.migrateSecrets(cost: Self.cost)
    #expect(
      report.first
        == "the saved notes passcode was not 4 to 8 digits; it is now 1234: change it in "
        + "Settings, Notes passcode")
    #expect(report.count == 2)
    let lock = try #require(state.settings.notesLock)
    #expect(lock.accepts("1234"))
    let box = try #require(state.note("note-3")?.sealedBody)
    #expect(try box.openText(using: lock.key(for: "1234")) == "Hidden plans for chapter 90")
  }

  @Test func aLockedPlainNoteUnderANewLockIsReportedAndSealedAtTheNextPasscode() throws {
    let lock = try NotesLock(passcode: "4821", cost: Self.cost)
    var state = UserDataState(
      notes: [Note(id: "note-9", title: "Pending", body: "Plain for now", isLocked: true)],
      settings: AppSettings(notesLock: lock))
    #expect(
      try state.migrateSecrets(cost: Self.cost) == [
        "1 locked note is not encrypted yet (note-9): it is encrypted when the notes passcode "
          + "is next typed"
      ])
    let key = try lock.key(for: "4821")
    state.apply(.notesPasscodeAccepted(key: key))
    let note = try #require(state.note("note-9"))
    #expect(note.body == "")
    #expect(try note.sealedBody?.openText(using: key) == "Plain for now")
  }

  @Test func savingALockedNoteSealsItsBodyWithTheSessionKey() throws {
    let lock = try NotesLock(passcode: "4821", cost: Self.cost)
    let key = try lock.key(for: "4821")
    var state = UserDataState(settings: AppSettings(notesLock: lock), notesKey: key)
    state.apply(.saveNote(Note(id: "note-1", title: "T", body: "Edited text", isLocked: true)))
    let note = try #require(state.note("note-1"))
    #expect(note.body == "")
    #expect(state.readableBody(of: note) == "Edited text")
    state.notesKey = nil
    #expect(state.readableBody(of: note) == nil)
  }

  @Test func theSessionKeyAndAllowanceAreNeverSaved() throws {
    let lock = try NotesLock(passcode: "4821", cost: Self.cost)
    let key = try lock.key(for: "4821")
    var state = UserDataState(settings: AppSettings(notesLock: lock))
    state.apply(.notesPasscodeAccepted(key: key))
    state.apply(.allowPasscodeChange)
    let decoded = try JSONDecoder().decode(
      UserDataState.self, from: try JSONEncoder().encode(state))
    #expect(decoded.notesKey == nil)
    #expect(decoded == state.withoutSessionState)
  }

  @Test func aStoredIterationCountOutOfRangeDoesNotDecode() throws {
    let lock = try NotesLock(passcode: "4821", cost: Self.cost)
    let state = UserDataState(settings: AppSettings(notesLock: lock))
    let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    let changed = json.replacingOccurrences(
      of: "\"keyIterations\":1000", with: "\"keyIterations\":0")
    #expect(changed != json)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UserDataState.self, from: Data(changed.utf8))
    }
  }
}
